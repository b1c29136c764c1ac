--TEST--
htmlentities HTML5 of text with many named characters
--FILE--
<?php
var_dump(htmlentities("Price: 5€ (approx.) — “quoted” • item\ttab", ENT_QUOTES | ENT_HTML5));
--EXPECT--
string(111) "Price&colon; 5&euro; &lpar;approx&period;&rpar; &mdash; &OpenCurlyDoubleQuote;quoted&rdquo; &bull; item&Tab;tab"
