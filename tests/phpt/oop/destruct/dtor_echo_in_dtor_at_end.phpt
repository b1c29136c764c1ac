--TEST--
Output of destructors at script end appears after the script's output
--FILE--
<?php
class L { function __destruct() { echo "bye\n"; } }
$l = new L;
echo "last line\n";
--EXPECT--
last line
bye
