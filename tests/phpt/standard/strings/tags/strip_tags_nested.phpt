--TEST--
strip_tags with nested angle brackets
--FILE--
<?php
var_dump(strip_tags("<a <b>>text"), strip_tags("<<b>>x"), strip_tags("a<b<c>>d"));
--EXPECT--
string(4) "text"
string(1) "x"
string(2) "ad"
