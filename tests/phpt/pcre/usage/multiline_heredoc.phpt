--TEST--
patterns over multi-line text with m and s
--FILE--
<?php
$text = <<<TXT
Title: First
Body: line one
line two
Title: Second
Body: only
TXT;
preg_match_all('/^Title: (.*)\nBody: (.*?)(?=\nTitle:|\z)/ms', $text, $m, PREG_SET_ORDER);
foreach ($m as $e) { echo $e[1], ' => ', str_replace("\n", '|', $e[2]), "\n"; }
--EXPECT--
First
Body: line one
line two
Title: Second => only
