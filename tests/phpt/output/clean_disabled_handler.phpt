--TEST--
ob_clean runs a handler that then fails; later output passes through
--FILE--
<?php
ob_start(function ($b, $p) { return false; });
echo "x";
ob_clean();
echo "y";
var_dump(ob_get_contents());
ob_end_flush();
--EXPECT--
ystring(0) ""
