--TEST--
ob_get_status argument
--FILE--
<?php
ob_start();
$a = ob_get_status(false);
$b = ob_get_status(true);
ob_end_clean();
var_dump(isset($a['name']), isset($b[0]['name']));
--EXPECT--
bool(true)
bool(true)
