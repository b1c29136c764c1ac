--TEST--
class attribute with arguments
--FILE--
<?php
#[Attribute]
class Table { public function __construct(public string $name, public ?string $schema = null) {} }
#[Table('users', schema: 'public')]
class User {}
$attrs = (new ReflectionClass(User::class))->getAttributes();
var_dump(count($attrs));
var_dump($attrs[0]->getName(), $attrs[0]->getArguments(), $attrs[0]->getTarget(), $attrs[0]->isRepeated());
var_dump($attrs[0]->newInstance());
?>
--EXPECT--
int(1)
string(5) "Table"
array(2) {
  [0]=>
  string(5) "users"
  ["schema"]=>
  string(6) "public"
}
int(1)
bool(false)
object(Table)#1 (2) {
  ["name"]=>
  string(5) "users"
  ["schema"]=>
  string(6) "public"
}
