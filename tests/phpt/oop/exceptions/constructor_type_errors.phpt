--TEST--
Exception constructor argument types
--FILE--
<?php
try { new Exception([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { new Exception('m', 'c'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { new Exception('m', 1, 'prev'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$e = new Exception(123, 0);
var_dump($e->getMessage());
--EXPECT--
Exception::__construct(): Argument #1 ($message) must be of type string, array given
Exception::__construct(): Argument #2 ($code) must be of type int, string given
Exception::__construct(): Argument #3 ($previous) must be of type ?Throwable, string given
string(3) "123"
