--TEST--
ArrayObject isset and empty
--FILE--
<?php
$a = new ArrayObject(['z' => 0, 's' => 'x']);
var_dump(isset($a['z']), empty($a['z']), isset($a['s']), empty($a['s']), isset($a['none']), empty($a['none']));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
