--TEST--
a loader that declares nothing gives Class not found after all loaders ran
--FILE--
<?php
spl_autoload_register(function ($c) { echo "a $c\n"; });
spl_autoload_register(function ($c) { echo "b $c\n"; });
try { new Nothing; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
a Nothing
b Nothing
Class "Nothing" not found
