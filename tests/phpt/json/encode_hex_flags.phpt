--TEST--
JSON_HEX_TAG/AMP/APOS/QUOT
--FILE--
<?php
$s = "<a href='x'>\"&amp;\"</a>";
foreach ([0, JSON_HEX_TAG, JSON_HEX_AMP, JSON_HEX_APOS, JSON_HEX_QUOT, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT] as $f) echo json_encode($s, $f), "\n";
--EXPECT--
"<a href='x'>\"&amp;\"<\/a>"
"\u003Ca href='x'\u003E\"&amp;\"\u003C\/a\u003E"
"<a href='x'>\"\u0026amp;\"<\/a>"
"<a href=\u0027x\u0027>\"&amp;\"<\/a>"
"<a href='x'>\u0022&amp;\u0022<\/a>"
"\u003Ca href=\u0027x\u0027\u003E\u0022\u0026amp;\u0022\u003C\/a\u003E"
