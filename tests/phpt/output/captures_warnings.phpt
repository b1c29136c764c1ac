--TEST--
warnings are written into the buffer
--FILE--
<?php
ob_start();
echo $undefined;
$s = ob_get_clean();
var_dump(str_contains($s, 'Undefined variable $undefined'));
--EXPECT--
bool(true)
