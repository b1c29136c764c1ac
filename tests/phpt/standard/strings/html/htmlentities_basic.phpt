--TEST--
htmlentities
--FILE--
<?php
var_dump(htmlentities("café <b> © ™ € …"), htmlentities("A 'quote' is <b>bold</b>"));
--EXPECT--
string(52) "caf&eacute; &lt;b&gt; &copy; &trade; &euro; &hellip;"
string(46) "A &#039;quote&#039; is &lt;b&gt;bold&lt;/b&gt;"
