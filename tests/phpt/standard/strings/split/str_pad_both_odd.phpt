--TEST--
str_pad both sides with odd padding
--FILE--
<?php
foreach ([4, 5, 6, 7] as $n) var_dump(str_pad("x", $n, "ab", STR_PAD_BOTH));
--EXPECT--
string(4) "axab"
string(5) "abxab"
string(6) "abxaba"
string(7) "abaxaba"
