--TEST--
Literal newline inside strings
--FILE--
<?php
echo 'line1
line2', "\n";
echo "tab	x\n";
--EXPECT--
line1
line2
tab	x
