--TEST--
display_errors=0 hides warnings on stdout
--INI--
display_errors=0
--FILE--
<?php
echo $undefined;
echo "after\n";
--EXPECT--
after
