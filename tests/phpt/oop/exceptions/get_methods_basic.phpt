--TEST--
Exception getters return message, code, file, line and previous
--FILE--
<?php
$prev = new LogicException('inner', 7);
$e = new RuntimeException('outer', 42, $prev);
var_dump($e->getMessage(), $e->getCode(), basename($e->getFile()), $e->getLine());
var_dump($e->getPrevious() === $prev, $prev->getPrevious());
$d = new Exception();
var_dump($d->getMessage(), $d->getCode());
--EXPECT--
string(5) "outer"
int(42)
string(21) "get_methods_basic.php"
int(3)
bool(true)
NULL
string(0) ""
int(0)
