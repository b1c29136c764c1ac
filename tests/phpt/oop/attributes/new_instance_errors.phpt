--TEST--
newInstance errors for non-attribute classes
--FILE--
<?php
class Plain {}
#[Plain] #[Missing] class C {}
$a = (new ReflectionClass('C'))->getAttributes();
try { $a[0]->newInstance(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $a[1]->newInstance(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($a[1]->getName(), $a[1]->getArguments());
?>
--EXPECT--
Attempting to use non-attribute class "Plain" as attribute
Attribute class "Missing" not found
string(7) "Missing"
array(0) {
}
