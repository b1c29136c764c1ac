--TEST--
reflecting Exception properties and values
--FILE--
<?php
$r = new ReflectionClass('Exception');
foreach ($r->getProperties() as $p) echo $p->class, '::', $p->getName(), ' ', $p->getModifiers(), "\n";
$e = new RuntimeException('msg', 5);
$p = new ReflectionProperty('Exception', 'message');
var_dump($p->getValue($e));
$p->setValue($e, 'changed');
var_dump($e->getMessage());
$c = new ReflectionProperty(RuntimeException::class, 'code');
var_dump($c->class, $c->getValue($e));
?>
--EXPECT--
Exception::message 2
Exception::string 4
Exception::code 2
Exception::file 2
Exception::line 2
Exception::trace 4
Exception::previous 4
string(3) "msg"
string(7) "changed"
string(9) "Exception"
int(5)
