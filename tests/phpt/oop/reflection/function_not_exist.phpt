--TEST--
ReflectionFunction of missing function
--FILE--
<?php
try { new ReflectionFunction('no_such_fn'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump((new ReflectionFunction('STRLEN'))->getName());
var_dump((new ReflectionFunction('\strlen'))->getName());
?>
--EXPECT--
Function no_such_fn() does not exist
string(6) "strlen"
string(6) "strlen"
