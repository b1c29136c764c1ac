--TEST--
Block comments do not nest
--FILE--
<?php
/* outer /* inner */
echo "visible\n";
--EXPECT--
visible
