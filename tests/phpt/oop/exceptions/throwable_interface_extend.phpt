--TEST--
A user interface extending Throwable, implemented by an exception
--FILE--
<?php
interface MyThrowable extends Throwable {}
class MyEx extends Exception implements MyThrowable {}
try { throw new MyEx('hi'); } catch (MyThrowable $e) { echo get_class($e), ' ', $e->getMessage(), "\n"; }
var_dump((new MyEx) instanceof Throwable);
--EXPECT--
MyEx hi
bool(true)
