--TEST--
ARRAY_AS_PROPS with a declared property
--FILE--
<?php
class P extends ArrayObject { public $real = 'r'; }
$p = new P(['real' => 'storage'], ArrayObject::ARRAY_AS_PROPS);
var_dump($p->real);
$p->other = 1;
var_dump($p->getArrayCopy());
?>
--EXPECT--
string(1) "r"
array(2) {
  ["real"]=>
  string(7) "storage"
  ["other"]=>
  int(1)
}
