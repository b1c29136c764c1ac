--TEST--
camelCase to snake_case
--FILE--
<?php
foreach (['camelCase', 'HTTPRequest', 'simple', 'getXMLHttpRequest2'] as $s) {
    echo strtolower(preg_replace('/(?<!^)[A-Z](?=[a-z])|(?<=[a-z0-9])[A-Z]/', '_$0', $s)), "\n";
}
--EXPECT--
camel_case
http_request
simple
get_xml_http_request2
