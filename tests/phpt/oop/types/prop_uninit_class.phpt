--TEST--
Reading an uninitialized class-typed property
--FILE--
<?php
class A {}
class H { public A $a; public ?A $b; }
$h = new H;
try { var_dump($h->a); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { var_dump($h->b); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
Error: Typed property H::$a must not be accessed before initialization
Error: Typed property H::$b must not be accessed before initialization
