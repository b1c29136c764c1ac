--TEST--
AllowDynamicProperties and SensitiveParameter classes
--FILE--
<?php
#[AllowDynamicProperties]
class Dyn {}
$d = new Dyn; $d->x = 1; var_dump($d);
$a = (new ReflectionClass('Dyn'))->getAttributes()[0];
var_dump($a->getName(), $a->newInstance());
function login(#[SensitiveParameter] $password) {}
$p = (new ReflectionFunction('login'))->getParameters()[0]->getAttributes()[0];
var_dump($p->getName(), $p->newInstance());
var_dump(class_exists('SensitiveParameter'), class_exists('AllowDynamicProperties'), class_exists('ReturnTypeWillChange'));
?>
--EXPECTF--
object(Dyn)#%d (1) {
  ["x"]=>
  int(1)
}
string(22) "AllowDynamicProperties"
object(AllowDynamicProperties)#%d (0) {
}
string(18) "SensitiveParameter"
object(SensitiveParameter)#%d (0) {
}
bool(true)
bool(true)
bool(true)
