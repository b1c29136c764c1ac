--TEST--
Interpolation with escaped braces and dollar
--FILE--
<?php
$a = 5;
echo "{\$a} = {$a}\n";
echo "\\$a\n";
echo "$$a\n";
echo "{$a}{$a}\n";
--EXPECT--
{$a} = 5
\5
$5
55
