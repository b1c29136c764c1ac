--TEST--
getAttributes with IS_INSTANCEOF
--FILE--
<?php
interface Constraint {}
#[Attribute] class NotBlank implements Constraint {}
#[Attribute] class Length implements Constraint { public function __construct(public int $max = 0) {} }
#[Attribute] class Label {}
class Form {
  #[NotBlank] #[Length(max: 10)] #[Label] public $name;
}
$p = new ReflectionProperty('Form', 'name');
foreach ($p->getAttributes(Constraint::class, ReflectionAttribute::IS_INSTANCEOF) as $a) echo $a->getName(), "\n";
var_dump(count($p->getAttributes(Constraint::class)));
try { $p->getAttributes('NoSuchClass', ReflectionAttribute::IS_INSTANCEOF); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $p->getAttributes(null, 5); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
?>
--EXPECT--
NotBlank
Length
int(0)
Error: Class "NoSuchClass" not found
ValueError: ReflectionProperty::getAttributes(): Argument #2 ($flags) must be a valid attribute filter flag
