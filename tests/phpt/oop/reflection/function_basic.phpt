--TEST--
ReflectionFunction basics
--FILE--
<?php
namespace My\Ns;
/** doc */
function greet(string $name, int $times = 1, ...$rest): string { return str_repeat("hi $name ", $times); }
$f = new \ReflectionFunction('My\Ns\greet');
var_dump($f->getName(), $f->getShortName(), $f->getNamespaceName(), $f->inNamespace());
var_dump($f->getNumberOfParameters(), $f->getNumberOfRequiredParameters(), $f->isVariadic());
var_dump($f->getDocComment(), $f->isUserDefined(), $f->isInternal(), $f->isClosure());
var_dump((string) $f->getReturnType());
?>
--EXPECT--
string(11) "My\Ns\greet"
string(5) "greet"
string(5) "My\Ns"
bool(true)
int(3)
int(1)
bool(true)
string(10) "/** doc */"
bool(true)
bool(false)
bool(false)
string(6) "string"
