--TEST--
runner: EXPECTF placeholders
--FILE--
<?php
echo "int: ", -42, "\n";
echo "uint: ", 42, "\n";
echo "hex: ", dechex(48879), "\n";
echo "float: ", 1.5e-7, " ", -2.25, "\n";
echo "char: x\n";
echo "spaces:   \t end\n";
echo "percent: 100%\n";
echo "multi\nline\nblock\n";
echo "path: ", __DIR__, "/file.txt\n";
echo "id: 2024-01-02\n";
--EXPECTF--
int: %i
uint: %d
hex: %x
float: %f %f
char: %c
spaces:%wend
percent: 100%%
%a
path: %s%efile.txt
id: %r\d{4}-\d{2}-\d{2}%r
