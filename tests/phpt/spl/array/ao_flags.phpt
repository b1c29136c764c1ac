--TEST--
ArrayObject flags
--FILE--
<?php
$a = new ArrayObject([], ArrayObject::STD_PROP_LIST);
var_dump($a->getFlags());
$a->setFlags(ArrayObject::ARRAY_AS_PROPS);
var_dump($a->getFlags(), ArrayObject::STD_PROP_LIST, ArrayObject::ARRAY_AS_PROPS);
?>
--EXPECT--
int(1)
int(2)
int(1)
int(2)
