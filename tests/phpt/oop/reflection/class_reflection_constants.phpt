--TEST--
getReflectionConstants and getReflectionConstant
--FILE--
<?php
class A { const X = 1; final public const Y = 'y'; private const Z = null; }
$r = new ReflectionClass('A');
foreach ($r->getReflectionConstants() as $c) {
  echo $c->getName(), ' ', var_export($c->getValue(), true), ' ', $c->getModifiers(), ' ', $c->isPublic() ? 'pub' : '', $c->isPrivate() ? 'priv' : '', $c->isFinal() ? ' final' : '', "\n";
}
var_dump($r->getReflectionConstant('X')->class);
var_dump($r->getReflectionConstant('NOPE'));
?>
--EXPECT--
X 1 1 pub
Y 'y' 33 pub final
Z NULL 4 priv
string(1) "A"
bool(false)
