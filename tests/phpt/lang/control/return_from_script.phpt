--TEST--
Top-level return ends the script
--FILE--
<?php
echo "a\n";
return;
echo "b\n";
--EXPECT--
a
