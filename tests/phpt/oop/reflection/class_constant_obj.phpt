--TEST--
ReflectionClassConstant
--FILE--
<?php
interface I { const IC = 'from interface'; }
class A implements I { const PUB = 1; protected const PROT = 'p'; private const PRIV = [1]; final public const FIN = 2.5; }
class B extends A {}
$c = new ReflectionClassConstant('B', 'PUB');
var_dump($c->getName(), $c->class, $c->getDeclaringClass()->getName(), $c->getValue(), $c->getDocComment());
$ic = new ReflectionClassConstant('B', 'IC');
var_dump($ic->class, $ic->getValue());
foreach (['PROT', 'PRIV', 'FIN'] as $n) { $k = new ReflectionClassConstant('A', $n); var_dump($k->isProtected(), $k->isPrivate(), $k->isFinal(), $k->getModifiers()); }
try { new ReflectionClassConstant('A', 'NOPE'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
string(3) "PUB"
string(1) "A"
string(1) "A"
int(1)
bool(false)
string(1) "I"
string(14) "from interface"
bool(true)
bool(false)
bool(false)
int(2)
bool(false)
bool(true)
bool(false)
int(4)
bool(false)
bool(false)
bool(true)
int(33)
Constant A::NOPE does not exist
