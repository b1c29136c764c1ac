--TEST--
ErrorException carries severity, file and line
--FILE--
<?php
$e = new ErrorException('msg', 3, E_WARNING, 'file.php', 42);
var_dump($e->getMessage(), $e->getCode(), $e->getSeverity(), $e->getFile(), $e->getLine());
$p = new Exception('p');
$e2 = new ErrorException('with prev', 0, E_NOTICE, null, null, $p);
var_dump($e2->getSeverity(), $e2->getPrevious() === $p, $e2->getLine());
$e3 = new ErrorException();
var_dump($e3->getSeverity());
--EXPECT--
string(3) "msg"
int(3)
int(2)
string(8) "file.php"
int(42)
int(8)
bool(true)
int(5)
int(1)
