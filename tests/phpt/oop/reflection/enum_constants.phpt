--TEST--
enum cases through ReflectionClass
--FILE--
<?php
enum Status: int {
  case Active = 1;
  case Off = 0;
  const DEFAULT = self::Active;
  public function label(): string { return ucfirst(strtolower($this->name)); } }
$r = new ReflectionClass(Status::class);
var_dump($r->isEnum(), $r->isInstantiable());
foreach ($r->getConstants() as $k => $v) echo $k, ' => ', $v->name, "\n";
var_dump((new ReflectionClassConstant(Status::class, 'Active'))->isEnumCase(), (new ReflectionClassConstant(Status::class, 'DEFAULT'))->isEnumCase());
foreach ($r->getMethods() as $m) echo $m->name, "\n";
var_dump($r->getInterfaceNames());
?>
--EXPECT--
bool(true)
bool(false)
Active => Active
Off => Off
DEFAULT => Active
bool(true)
bool(false)
label
cases
from
tryFrom
array(2) {
  [0]=>
  string(8) "UnitEnum"
  [1]=>
  string(10) "BackedEnum"
}
