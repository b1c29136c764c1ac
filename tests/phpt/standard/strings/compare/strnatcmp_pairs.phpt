--TEST--
strnatcmp over pairs of file names
--FILE--
<?php
$a = ["img12.png", "img10.png", "IMG2.png", "img1.png", "img2.png", "img01.png"];
foreach ($a as $x) { foreach ($a as $y) { echo strnatcmp($x, $y), strnatcasecmp($x, $y), " "; } echo "\n"; }
--EXPECT--
00 11 11 11 11 11 
-1-1 00 11 11 11 11 
-1-1 -1-1 00 -11 -10 -11 
-1-1 -1-1 1-1 00 -1-1 11 
-1-1 -1-1 10 11 00 11 
-1-1 -1-1 1-1 -1-1 -1-1 00
