--TEST--
similar_text is not symmetric
--FILE--
<?php
var_dump(similar_text("bafoobar", "barfoo"), similar_text("barfoo", "bafoobar"));
similar_text("PHP IS GREAT", "WITH MYSQL", $p); var_dump($p);
--EXPECT--
int(5)
int(3)
float(27.272727272727273)
