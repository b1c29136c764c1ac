--TEST--
removing tags and collapsing whitespace
--FILE--
<?php
$html = "<p>Hello   <b>bold</b>\n world</p>";
echo trim(preg_replace('/\s+/', ' ', preg_replace('/<[^>]+>/', '', $html))), "\n";
--EXPECT--
Hello bold world
