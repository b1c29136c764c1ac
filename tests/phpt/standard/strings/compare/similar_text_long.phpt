--TEST--
similar_text of longer strings
--FILE--
<?php
var_dump(similar_text("The quick brown fox jumps", "The slow brown dog jumps", $p), round($p, 6));
--EXPECT--
int(18)
float(73.469388)
