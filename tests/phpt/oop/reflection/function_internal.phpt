--TEST--
ReflectionFunction of built-ins
--FILE--
<?php
$f = new ReflectionFunction('str_replace');
var_dump($f->isInternal(), $f->getFileName(), $f->getStartLine(), $f->getDocComment());
var_dump($f->getNumberOfParameters(), $f->getNumberOfRequiredParameters());
foreach ($f->getParameters() as $p) { echo $p->getPosition(), ' ', $p->getName(), ' ', $p->isOptional() ? 'opt' : 'req', ' ', $p->isPassedByReference() ? 'ref' : 'val', "\n"; }
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
bool(false)
int(4)
int(3)
0 search req val
1 replace req val
2 subject req val
3 count opt ref
