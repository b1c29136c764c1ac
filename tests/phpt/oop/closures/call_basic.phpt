--TEST--
Closure::call binds $this and scope for one call
--FILE--
<?php
class A { private $v = "private A"; }
$f = function($suffix) { return $this->v . $suffix; };
echo $f->call(new A, "!"), "\n";
echo $f->call(new A, "?"), "\n";
--EXPECT--
private A!
private A?
