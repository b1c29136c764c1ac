--TEST--
Closure::call binds $this and scope for one call only
--FILE--
<?php
class Box { private $v; function __construct($v) { $this->v = $v; } }
$get = function ($add) { return $this->v + $add; };
var_dump($get->call(new Box(1), 10));
var_dump($get->call(new Box(2), 20));
$r = new ReflectionFunction($get);
var_dump($r->getClosureThis());
--EXPECT--
int(11)
int(22)
NULL
