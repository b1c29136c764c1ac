--TEST--
an exception thrown by an autoloader propagates; class_exists too
--FILE--
<?php
spl_autoload_register(function ($c) { throw new RuntimeException("cannot load $c"); });
try { new Foo; } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
try { class_exists('Bar'); } catch (RuntimeException $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
cannot load Foo
cannot load Bar
