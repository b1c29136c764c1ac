--TEST--
metaphone of assorted words
--FILE--
<?php
foreach (["school", "christmas", "science", "dodge", "ghost", "laugh", "gnome", "signed", "phone", "character", "judge", "ciao", "nation", "station", "which", "yellow", "zebra", "Mississippi", "accident", "bomb"] as $w) echo $w, " ", metaphone($w), "\n";
--EXPECT--
school SXL
christmas XRSTMS
science SNS
dodge TJ
ghost FST
laugh LF
gnome NM
signed SNT
phone FN
character XRKTR
judge JJ
ciao X
nation NXN
station STXN
which WX
yellow YL
zebra SBR
Mississippi MSSP
accident AKSTNT
bomb BM
