--TEST--
grouped attributes in one #[...]
--FILE--
<?php
#[First, Second(2), Third(x: 3)]
function f() {}
foreach ((new ReflectionFunction('f'))->getAttributes() as $a) { echo $a->getName(), ' ', json_encode($a->getArguments()), "\n"; }
?>
--EXPECT--
First []
Second [2]
Third {"x":3}
