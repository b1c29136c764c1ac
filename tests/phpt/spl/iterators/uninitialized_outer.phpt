--TEST--
IteratorIterator subclass without parent constructor
--FILE--
<?php
class MyII extends IteratorIterator { function __construct() {} }
try { (new MyII)->rewind(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { (new MyII)->valid(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { (new MyII)->getInnerIterator(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
Error: The object is in an invalid state as the parent constructor was not called
Error: The object is in an invalid state as the parent constructor was not called
Error: The object is in an invalid state as the parent constructor was not called
