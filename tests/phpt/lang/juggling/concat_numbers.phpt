--TEST--
Concatenating numbers needs spaces around dot
--FILE--
<?php
echo 1 . 2, "\n";
echo 1.5 . 2, "\n";
$a = 3; $b = 4;
echo $a.$b, "\n";
echo -1 . "", "\n";
--EXPECT--
12
1.52
34
-1
