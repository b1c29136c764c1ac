--TEST--
similar_text percent is always a float
--FILE--
<?php
similar_text("a", "a", $p); var_dump($p);
similar_text("abc", "", $p); var_dump($p);
--EXPECT--
float(100)
float(0)
