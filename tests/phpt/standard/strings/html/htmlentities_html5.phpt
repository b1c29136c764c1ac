--TEST--
htmlentities in HTML5 mode
--FILE--
<?php
var_dump(htmlentities("fjord <\u{20D2} \n\t( ) + é", ENT_QUOTES | ENT_HTML5));
var_dump(htmlentities("a'b\"c", ENT_QUOTES | ENT_HTML5));
--EXPECT--
string(61) "&fjlig;ord &nvlt; &NewLine;&Tab;&lpar; &rpar; &plus; &eacute;"
string(15) "a&apos;b&quot;c"
