--TEST--
defaults naming constants and by-reference parameters
--FILE--
<?php
function &refret(array &$arr, $x = PHP_EOL, $y = M_PI, $z = E_ALL) { return $arr; }
$f = new ReflectionFunction('refret');
foreach ($f->getParameters() as $p) { var_dump($p->isDefaultValueAvailable() ? $p->getDefaultValue() : 'n/a'); }
var_dump($f->returnsReference());
$c = function &() { static $v; return $v; };
var_dump((new ReflectionFunction($c))->returnsReference());
?>
--EXPECT--
string(3) "n/a"
string(1) "
"
float(3.141592653589793)
int(32767)
bool(true)
bool(true)
