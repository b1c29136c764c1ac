--TEST--
the flags property of Attribute instances
--FILE--
<?php
#[Attribute(Attribute::TARGET_PROPERTY)] class P {}
$a = (new ReflectionClass('P'))->getAttributes()[0];
$inst = $a->newInstance();
var_dump($inst->flags, $inst instanceof Attribute);
var_dump($a->getArguments());
?>
--EXPECT--
int(8)
bool(true)
array(1) {
  [0]=>
  int(8)
}
