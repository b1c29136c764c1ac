--TEST--
a serializer walking properties with reflection
--FILE--
<?php
#[Attribute(Attribute::TARGET_PROPERTY)]
class SerializedName { public function __construct(public string $name) {} }
#[Attribute(Attribute::TARGET_PROPERTY)]
class Ignore {}
class Address { public function __construct(public string $city = 'Paris') {} }
class Person {
  #[SerializedName('full_name')] private string $name = 'Ada';
  protected int $age = 36;
  #[Ignore] public $password = 'x';
  public ?Address $address;
  public static $registry = [];
  public function __construct() { $this->address = new Address; }
}
function serialize_obj(object $o): array {
  $out = [];
  foreach ((new ReflectionObject($o))->getProperties() as $p) {
    if ($p->isStatic() || $p->getAttributes(Ignore::class)) continue;
    $key = $p->getName();
    foreach ($p->getAttributes(SerializedName::class) as $a) $key = $a->newInstance()->name;
    $v = $p->getValue($o);
    $out[$key] = is_object($v) ? serialize_obj($v) : $v;
  }
  return $out;
}
var_dump(serialize_obj(new Person));
?>
--EXPECT--
array(3) {
  ["full_name"]=>
  string(3) "Ada"
  ["age"]=>
  int(36)
  ["address"]=>
  array(1) {
    ["city"]=>
    string(5) "Paris"
  }
}
